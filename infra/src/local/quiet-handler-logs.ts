/**
 * Imported first by the local stack: the handlers' logger (Powertools) reads its level once, when
 * its module is first evaluated, which the stack's own imports already do. Set here, before them,
 * the stack's handlers log warnings and errors only (POWERTOOLS_LOG_LEVEL overrides).
 */
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
