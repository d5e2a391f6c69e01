import { blockedStorage, memoryStorage } from '@/lib/memory-storage';
import { apiNameOf, onApiName, rememberApiName } from './shown-name';

describe('the name the account menu shows', () => {
  it('is the API’s name once kept, for that user only', () => {
    const store = memoryStorage();
    expect(apiNameOf('u1', store)).toBeUndefined();
    rememberApiName('u1', 'Ada Lovelace', store);
    expect(apiNameOf('u1', store)).toBe('Ada Lovelace');
    expect(apiNameOf('u2', store)).toBeUndefined();
    expect(apiNameOf(undefined, store)).toBeUndefined();
  });

  it('tells its listeners of each change, until they unsubscribe', () => {
    const store = memoryStorage();
    const listener = jest.fn();
    const stop = onApiName(listener);
    rememberApiName('u1', 'Ada', store);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    rememberApiName('u1', 'Grace', store);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing for an empty name, and survives blocked or malformed storage', () => {
    const store = memoryStorage();
    rememberApiName('u1', 'Ada', store);
    rememberApiName('u1', '  ', store);
    expect(apiNameOf('u1', store)).toBeUndefined();
    store.setItem('milligram:shown-name', '{not json');
    expect(apiNameOf('u1', store)).toBeUndefined();
    expect(() => rememberApiName('u1', 'Ada', blockedStorage())).not.toThrow();
    expect(apiNameOf('u1', blockedStorage())).toBeUndefined();
  });
});
