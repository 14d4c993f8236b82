import { describe, expect, it } from 'vitest';
import { GraphFailure } from '../graph-errors';
import { parseFields, selectFields } from './fields';

describe('field expansion', () => {
  it('reads nested fields, limits and other modifiers', () => {
    expect(parseFields('created_time, reviewer{id,name},open_graph_story{id,comments.limit(5).summary(true){from{id},message}}')).toEqual([
      { name: 'created_time' },
      { name: 'reviewer', children: [{ name: 'id' }, { name: 'name' }] },
      { name: 'open_graph_story', children: [{ name: 'id' }, { name: 'comments', limit: 5, children: [{ name: 'from', children: [{ name: 'id' }] }, { name: 'message' }] }] },
    ]);
  });

  it('reports where the syntax breaks', () => {
    expect(parseFields('a{b')).toMatch(/^Syntax error "Expected } instead of "end of string"." at character 3/);
    expect(parseFields('a,,b')).toMatch(/Expected field name/);
    expect(parseFields('a.limit(x)')).toMatch(/Expected a number/);
    expect(parseFields('a}')).toMatch(/Expected end of string/);
  });

  it('serves the defaults when nothing is asked for, and refuses a field the node does not have', () => {
    const shape = { type: 'Thing', fields: ['a', 'b'], defaults: ['a'] };
    expect(selectFields(undefined, shape)).toEqual([{ name: 'a' }]);
    expect(selectFields([{ name: 'b' }, { name: 'b', limit: 2 }], shape)).toEqual([{ name: 'b', limit: 2 }]);
    expect(() => selectFields([{ name: 'c' }], shape)).toThrow(GraphFailure);
  });
});
