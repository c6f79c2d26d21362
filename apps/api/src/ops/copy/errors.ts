/** The copy was refused or failed (exit 1): the message says why and what to do. */
export class CopyRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyRefused';
  }
}

/** The command line is wrong (exit 2): the message is followed by the usage. */
export class CopyUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CopyUsageError';
  }
}
