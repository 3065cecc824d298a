// The logger of a request (`request.log`), made only when the request writes a line. Fastify gives every request a
// pino child bound to its id; making it (an object, its bindings turned into JSON, and for a route with a log level of
// its own such as the health probe, every log method built again) was about 4 % of a health probe's CPU,
// and most requests write nothing but the access line at info, or nothing at all above it.
//
// A line written before the child exists goes through the parent with the request's bindings leading its object,
// which is the JSON the child would write (request-logger.test.ts holds the two to one text). Anything else (an
// Error or a message alone as the first argument, a route's own level or serializers, a child of the child, a level
// changed at run time) makes the child and hands the call over to it.
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, LevelWithSilentOrString, Logger } from 'pino';

type LogArguments = Parameters<Logger['info']>;

function isPinoLogger(logger: FastifyBaseLogger): logger is Logger {
  return typeof (logger as Partial<Logger>).isLevelEnabled === 'function' && 'levels' in logger;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export class RequestLogger implements FastifyBaseLogger {
  private made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly ownBindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The pino child Fastify would have made, made now. */
  private madeChild(): Logger {
    return (this.made ??= this.parent.child(this.ownBindings, this.options));
  }

  private enabled(level: Level): boolean {
    if (this.made) return this.made.isLevelEnabled(level);
    const ownLevel = this.options.level;
    const threshold = ownLevel === undefined ? this.parent.levelVal : this.parent.levels.values[ownLevel];
    return threshold !== undefined && this.parent.levels.values[level]! >= threshold;
  }

  private write(level: Level, args: LogArguments): void {
    if (!this.enabled(level)) return;
    const [first, ...rest] = args;
    // The parent writes the child's line only for a route without a level (it may be below the app's) or serializers
    // of its own.
    const parentWritesTheSame = this.options.level === undefined && this.options.serializers === undefined;
    if (this.made === undefined && parentWritesTheSame && isPlainObject(first)) {
      // Bindings first, as a child puts them before the line's own fields.
      (this.parent[level] as (object: object, ...more: unknown[]) => void)({ ...this.ownBindings, ...first }, ...rest);
      return;
    }
    (this.madeChild()[level] as (...all: unknown[]) => void)(...args);
  }

  get level(): LevelWithSilentOrString {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.madeChild().level = level;
  }

  fatal(...args: LogArguments): void {
    this.write('fatal', args);
  }
  error(...args: LogArguments): void {
    this.write('error', args);
  }
  warn(...args: LogArguments): void {
    this.write('warn', args);
  }
  info(...args: LogArguments): void {
    this.write('info', args);
  }
  debug(...args: LogArguments): void {
    this.write('debug', args);
  }
  trace(...args: LogArguments): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.madeChild().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a RequestLogger over pino; any other logger (a test's, none) as Fastify does. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  isPinoLogger(logger) ? new RequestLogger(logger, bindings, options) : logger.child(bindings, options);
