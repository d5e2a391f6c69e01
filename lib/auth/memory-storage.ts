// A Storage stand-in for the tests of the sign-in modules: a Map, with the items open to inspection.

/** An in-memory sessionStorage: getItem, setItem and removeItem over `items`. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
