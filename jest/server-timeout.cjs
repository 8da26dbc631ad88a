/**
 * The server's tests run real work: argon2 password hashes (64 MiB of memory each, several per account test), the
 * programs and servers they start. Jest's 5 s per test held on a fast machine and not on a slow one (on 2026-11-27
 * three account tests timed out, their file taking 105 s). 30 s: a test that hangs still fails. (Jest takes
 * `testTimeout` from the global configuration only, not per project, hence this file.)
 */
jest.setTimeout(30_000);
