// @vitest-environment screen
import { describe, expect, it } from 'vitest';
import { idTokenSent, idTokenSentBefore } from '@liff-app/lib/id-token-once';

describe('an ID token is sent once', () => {
  it('remembers the token it sent, and tells a new token apart', () => {
    const storage = window.sessionStorage;
    const first = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJVMSJ9.0123456789abcdef-signature-of-the-first';
    const second = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJVMSJ9.0123456789abcdef-signature-of-the-second';
    expect(idTokenSentBefore(first, storage)).toBe(false);
    idTokenSent(first, storage);
    expect(idTokenSentBefore(first, storage)).toBe(true);
    expect(idTokenSentBefore(second, storage)).toBe(false);
    // Only the tail is kept, never the token.
    expect(Object.values({ ...storage }).join('')).not.toContain('eyJ');
  });
});
