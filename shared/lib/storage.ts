type Area = 'local' | 'session';

// Private mode, LINE's in-app browser with storage off, or a full quota all throw: storage is a cache here.
const areaOf = (area: Area): Storage | null => {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

export const readJson = <T>(key: string, area: Area = 'local'): T | null => {
  try {
    const text = areaOf(area)?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
};

export const writeJson = (key: string, value: unknown, area: Area = 'local'): void => {
  try {
    areaOf(area)?.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the value lives on in memory for this visit.
  }
};

export const removeKey = (key: string, area: Area = 'local'): void => {
  try {
    areaOf(area)?.removeItem(key);
  } catch {
    // Same as above.
  }
};

/** A zustand `persist` storage that never throws (use with `createJSONStorage(() => safeStorage('local'))`). */
export const safeStorage = (area: Area): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> => ({
  getItem: (key) => {
    try {
      return areaOf(area)?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem: (key, value) => {
    try {
      areaOf(area)?.setItem(key, value);
    } catch {
      // See writeJson.
    }
  },
  removeItem: (key) => removeKey(key, area),
});
