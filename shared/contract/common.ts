import { z } from 'zod';

/** Shape caps shared by request schemas: they refuse huge strings before any service sees them. */
export const shortText = z.string().max(200);
export const longText = z.string().max(2000);
export const agentCodeSchema = z.string().min(1).max(40);
export const idString = z.string().max(64);
export const isoDate = z.string().max(40);

/** A money field at the API edge: a baht number; the server checks decimals and limits in its services. */
export const bahtSchema = z.number().finite();

/**
 * Whether a request part (body, query, params) holds a NUL byte in any string or key. PostgreSQL text cannot
 * store one (the whole statement fails) and no client types one, so both APIs refuse such a request as 400
 * before validation, in one hook each, rather than in every string schema. Walks with its own stack: a deeply
 * nested body must not overflow the call stack.
 */
export const holdsNulByte = (value: unknown): boolean => {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (ArrayBuffer.isView(item)) {
      // Binary (a slip image's bytes): not text PostgreSQL stores, and walking it byte by byte took seconds a MB.
      continue;
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
};
