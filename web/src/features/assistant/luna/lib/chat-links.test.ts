import { isInAppPath, splitAnswer } from './chat-links';

describe('splitAnswer', () => {
  it('turns [label](/path) into an in-app link between the text around it', () => {
    expect(splitAnswer('You have 4 waiting. [Open the inbox](/reviews?stars=5) to approve them.')).toEqual([
      { kind: 'text', text: 'You have 4 waiting. ' },
      { kind: 'link', label: 'Open the inbox', to: '/reviews?stars=5' },
      { kind: 'text', text: ' to approve them.' },
    ]);
  });

  it('keeps several links and the line breaks between them', () => {
    expect(splitAnswer('[Settings](/settings)\n[Platforms](/platforms#google)')).toEqual([
      { kind: 'link', label: 'Settings', to: '/settings' },
      { kind: 'text', text: '\n' },
      { kind: 'link', label: 'Platforms', to: '/platforms#google' },
    ]);
  });

  it.each([
    ['an http link', '[Win](http://evil.example)'],
    ['an https link', '[Win](https://evil.example/path)'],
    ['a javascript: link', '[Click](javascript:alert(1))'],
    ['a protocol-relative link', '[Win](//evil.example)'],
    ['a backslash trick', '[Win](/\\evil.example)'],
    ['a relative path', '[Win](reviews)'],
    ['a data: link', '[Win](data:text/html,hi)'],
  ])('leaves %s as the text it was written as', (_, link) => {
    expect(splitAnswer(`See ${link} now`)).toEqual([{ kind: 'text', text: `See ${link} now` }]);
  });

  it('leaves HTML as text', () => {
    expect(splitAnswer('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });
});

describe('isInAppPath', () => {
  it('accepts a path with a single leading slash only', () => {
    expect(isInAppPath('/reviews')).toBe(true);
    expect(isInAppPath('/')).toBe(true);
    expect(isInAppPath('//host')).toBe(false);
    expect(isInAppPath('/\\host')).toBe(false);
    expect(isInAppPath('https://host/')).toBe(false);
  });
});
