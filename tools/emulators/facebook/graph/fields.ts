import { errors, GraphFailure } from '../graph-errors';

/**
 * Graph's field expansion: `fields=a,b{c,d},e.limit(5){f}` asks for fields a and b (with b's subfields
 * c and d) and edge e (five items, each with f). Modifiers other than limit are read and ignored.
 */
export interface FieldNode {
  name: string;
  limit?: number;
  children?: FieldNode[];
}

/** Parses a `fields` value; a string is the syntax error Graph would report. */
export function parseFields(raw: string): FieldNode[] | string {
  let at = 0;
  const fail = (expected: string) => `Syntax error "Expected ${expected} instead of "${raw[at] ?? 'end of string'}"." at character ${at}: ${raw}`;
  const skipSpace = () => {
    while (raw[at] === ' ') at++;
  };
  const word = (): string => {
    const match = /^[A-Za-z0-9_]+/.exec(raw.slice(at));
    if (!match) return '';
    at += match[0].length;
    return match[0];
  };

  function list(): FieldNode[] | string {
    const out: FieldNode[] = [];
    for (;;) {
      skipSpace();
      const name = word();
      if (!name) return fail('field name');
      const node: FieldNode = { name };
      while (raw[at] === '.') {
        at++;
        const modifier = word();
        if (!modifier || raw[at] !== '(') return fail('modifier');
        const close = raw.indexOf(')', at);
        if (close < 0) return fail(')');
        const argument = raw.slice(at + 1, close);
        at = close + 1;
        if (modifier === 'limit') {
          if (!/^\d+$/.test(argument)) return fail('a number');
          node.limit = Number(argument);
        }
      }
      skipSpace();
      if (raw[at] === '{') {
        at++;
        const children = list();
        if (typeof children === 'string') return children;
        if (raw[at] !== '}') return fail('}');
        at++;
        node.children = children;
      }
      out.push(node);
      skipSpace();
      if (raw[at] !== ',') return out;
      at++;
    }
  }

  const fields = list();
  if (typeof fields === 'string') return fields;
  return at === raw.length ? fields : fail('end of string');
}

/** What one node type offers: its fields, the ones served when none are asked for, and its Graph name. */
export interface NodeShape {
  type: string;
  fields: readonly string[];
  defaults: readonly string[];
}

/**
 * The fields to serve: the ones asked for (every one must exist on the node, as Graph insists), or the
 * node's defaults. A field asked for twice is served once.
 */
export function selectFields(requested: FieldNode[] | undefined, shape: NodeShape): FieldNode[] {
  if (!requested) return shape.defaults.map((name) => ({ name }));
  const unknown = requested.find((f) => !shape.fields.includes(f.name));
  if (unknown) throw new GraphFailure(errors.nonexistingField(unknown.name, shape.type));
  const seen = new Map<string, FieldNode>();
  for (const field of requested) seen.set(field.name, field);
  return [...seen.values()];
}

/** The `fields` query parameter parsed, or undefined when absent. */
export function requestedFields(raw: string | undefined): FieldNode[] | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const parsed = parseFields(raw.trim());
  if (typeof parsed === 'string') throw new GraphFailure(errors.badParameter(parsed));
  return parsed;
}
