import { isSearchShortcut } from '@/lib/search-shortcut';

const key = (k: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; tagName: string }> = {}) => ({
  key: k,
  ctrlKey: extra.ctrlKey ?? false,
  metaKey: extra.metaKey ?? false,
  altKey: false,
  target: { tagName: extra.tagName ?? 'BODY' } as unknown as EventTarget,
});

describe('isSearchShortcut', () => {
  it('opens on Ctrl-K and Cmd-K, even in a field', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true, tagName: 'INPUT' }))).toBe(true);
  });

  it('opens on "/" except while typing', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', { tagName: 'INPUT' }))).toBe(false);
    expect(isSearchShortcut(key('/', { tagName: 'TEXTAREA' }))).toBe(false);
    expect(isSearchShortcut(key('k'))).toBe(false);
  });
});
