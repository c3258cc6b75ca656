/** This moment in base-36 milliseconds: a short mark for what a test makes its own. */
export const timeStamp = (): string => Date.now().toString(36)
