/** A failure the command reports on stderr and exits with: 2 for a usage error, 1 otherwise. */
export class CommandError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** Bad arguments or environment: the usage text follows the message. */
export class UsageError extends CommandError {
  constructor(message) {
    super(message, 2);
  }
}
