/** A path as a person reads it (`/fr/politique-de-confidentialité`); a malformed one as it is. */
export function readablePath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
