// Storage stand-ins for the tests of the modules that keep something in Web Storage (the sign-in's
// marks, a reader's values).

/** An in-memory Storage: getItem, setItem and removeItem over `items`, open to inspection. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A Storage the browser blocks: every call throws, as it does where a site's storage is refused. */
export function blockedStorage() {
  const refuse = (): never => {
    throw new Error('blocked');
  };
  return { getItem: refuse, setItem: refuse, removeItem: refuse };
}
