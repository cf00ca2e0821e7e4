/**
 * A fast answer to "would this zod schema accept `value` and give it back unchanged?", compiled
 * once per schema (issue 24: zod's check of the paged list's answer — parsing every field of 20
 * candidates into a fresh copy — was ~7 % of a list request's CPU).
 *
 * `true` means zod's parse accepts the value and its output serialises to the same JSON: every
 * object has exactly its shape's keys, in the shape's order (the order zod's output has), no key
 * it would strip or reorder; every string, number and enum passes the same rules zod runs. `false`
 * means "not sure": the caller then runs zod itself, which decides (and words the issues). So a
 * wrong answer can only come from a rule implemented differently here: each supported rule is
 * zod 4's own (see the comments), and anything else — transforms, defaults, refinements, other
 * formats, unions of objects — makes {@link compileIdentityCheck} return `undefined` for the
 * whole schema (zod alone, as before). `identityCheck.test.ts` compares it with zod on both sides.
 */

/** A zod 4 schema as this module reads it (its `_zod.def`; structural). */
interface ZodLike {
  _zod: { def: Def; traits?: Set<string> };
}
interface Def {
  type: string;
  checks?: ZodLike[];
  check?: string;
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  when?: unknown;
  shape?: Record<string, ZodLike>;
  catchall?: ZodLike;
  innerType?: ZodLike;
  element?: ZodLike;
  keyType?: ZodLike;
  valueType?: ZodLike;
  options?: ZodLike[];
  entries?: Record<string, unknown>;
  values?: unknown[];
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  mode?: string;
}

type Check = (value: unknown) => boolean;

/** String formats whose zod check is exactly its pattern's test (`$ZodCheckStringFormat`). */
const patternFormats = new Set(['date', 'datetime', 'time', 'regex', 'uuid', 'guid']);

/** Code points as zod counts them (`util.codePointLength`: a surrogate pair is one). */
function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    if ((text.charCodeAt(i) & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      count--;
      i++;
    }
  }
  return count;
}

/** A string check (`def.check` of a string schema's checks), or undefined when unsupported. */
function stringRule(def: Def): ((text: string) => boolean) | undefined {
  if (def.check === 'string_format') {
    const pattern = def.pattern;
    if (!pattern || !def.format || !patternFormats.has(def.format) || def.when) return undefined;
    return (text) => {
      pattern.lastIndex = 0;
      return pattern.test(text);
    };
  }
  // Length checks always carry zod's own `when` (has a length); their count is in code points.
  if (def.check === 'min_length' && typeof def.minimum === 'number') {
    const minimum = def.minimum;
    return (text) => text.length >= minimum && codePoints(text) >= minimum;
  }
  if (def.check === 'max_length' && typeof def.maximum === 'number') {
    const maximum = def.maximum;
    return (text) => text.length <= maximum || codePoints(text) <= maximum;
  }
  return undefined;
}

/** A number check, or undefined when unsupported. */
function numberRule(def: Def): ((n: number) => boolean) | undefined {
  if (def.when) return undefined;
  const bound = def.value;
  if (def.check === 'greater_than' && typeof bound === 'number') {
    return def.inclusive ? (n) => n >= bound : (n) => n > bound;
  }
  if (def.check === 'less_than' && typeof bound === 'number') {
    return def.inclusive ? (n) => n <= bound : (n) => n < bound;
  }
  // `.int()`: zod's `safeint` format (an integer in the safe range).
  if (def.check === 'number_format' && def.format === 'safeint') return Number.isSafeInteger;
  return undefined;
}

/** The schema's checks: the schema itself when it is one (string formats), then `def.checks`. */
function checksOf(schema: ZodLike): Def[] {
  const own = schema._zod.traits?.has('$ZodCheck') ? [schema._zod.def] : [];
  return [...own, ...(schema._zod.def.checks ?? []).map((check) => check._zod.def)];
}

/** Every rule or none: one unsupported rule and the schema is left to zod. */
function allRules<T>(
  rules: (((v: T) => boolean) | undefined)[],
): ((v: T) => boolean)[] | undefined {
  return rules.every((rule) => rule !== undefined) ? (rules as ((v: T) => boolean)[]) : undefined;
}

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function compile(schema: ZodLike): Check | undefined {
  const def = schema._zod.def;
  if (def.coerce) return undefined;
  switch (def.type) {
    case 'string': {
      const rules = allRules(checksOf(schema).map(stringRule));
      if (!rules) return undefined;
      return (value) => typeof value === 'string' && rules.every((rule) => rule(value));
    }
    case 'number': {
      const rules = allRules(checksOf(schema).map(numberRule));
      if (!rules) return undefined;
      // zod: a number, not NaN, finite.
      return (value) =>
        typeof value === 'number' && Number.isFinite(value) && rules.every((rule) => rule(value));
    }
    case 'boolean':
      return def.checks?.length ? undefined : (value) => typeof value === 'boolean';
    case 'null':
      return (value) => value === null;
    case 'enum': {
      if (def.checks?.length || !def.entries) return undefined;
      const values = new Set(Object.values(def.entries));
      return (value) => values.has(value);
    }
    case 'literal': {
      if (def.checks?.length || !def.values) return undefined;
      const values = new Set(def.values);
      return (value) => values.has(value);
    }
    case 'nullable': {
      const inner = def.innerType && !def.checks?.length ? compile(def.innerType) : undefined;
      return inner && ((value) => value === null || inner(value));
    }
    case 'array': {
      const element = def.element && !def.checks?.length ? compile(def.element) : undefined;
      if (!element) return undefined;
      return (value) => {
        if (!Array.isArray(value)) return false;
        for (let i = 0; i < value.length; i++) if (!element(value[i])) return false;
        return true;
      };
    }
    case 'union': {
      // Scalars only: for them "some option accepts it unchanged" is what zod's first match gives.
      const options = def.options?.map((option) =>
        ['string', 'number', 'boolean', 'null', 'enum', 'literal'].includes(option._zod.def.type)
          ? compile(option)
          : undefined,
      );
      if (def.checks?.length || !options?.length) return undefined;
      const all = allRules(options);
      return all && ((value) => all.some((option) => option(value)));
    }
    case 'record': {
      // Plain string keys only (`z.record(z.string(), …)`).
      const keyDef = def.keyType?._zod.def;
      if (keyDef?.type !== 'string' || checksOf(def.keyType as ZodLike).length) return undefined;
      if (def.checks?.length || def.mode === 'loose' || !def.valueType) return undefined;
      const item = compile(def.valueType);
      if (!item) return undefined;
      return (value) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
        if (!isPlain(value)) return false;
        const keys = Object.keys(value);
        // Symbol or non-enumerable keys, or `__proto__` (zod strips it): zod decides.
        if (Reflect.ownKeys(value).length !== keys.length) return false;
        for (const key of keys) {
          if (key === '__proto__') return false;
          if (!item((value as Record<string, unknown>)[key])) return false;
        }
        return true;
      };
    }
    case 'object':
      return compileObject(def);
    default:
      return undefined;
  }
}

/** An object: exactly the shape's keys in its order (optional ones may be absent), each valid. */
function compileObject(def: Def): Check | undefined {
  if (def.checks?.length || def.catchall || !def.shape) return undefined;
  const fields: { key: string; optional: boolean; check: Check }[] = [];
  for (const [key, field] of Object.entries(def.shape)) {
    const optional = field._zod.def.type === 'optional';
    const inner = optional ? field._zod.def.innerType : field;
    if (optional && field._zod.def.checks?.length) return undefined;
    const check = inner ? compile(inner) : undefined;
    if (!check) return undefined;
    fields.push({ key, optional, check });
  }
  return (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    if (!isPlain(value)) return false;
    const record = value as Record<string, unknown>;
    let f = 0;
    for (const key in record) {
      // Skip the optional fields this object leaves out; the next key must be the next field.
      while (f < fields.length && fields[f]?.key !== key && fields[f]?.optional) f++;
      const field = fields[f];
      if (!field || field.key !== key) return false;
      const item = record[key];
      if (item === undefined || !field.check(item)) return false;
      f++;
    }
    while (f < fields.length && fields[f]?.optional) f++;
    return f === fields.length;
  };
}

/**
 * Compiles `schema` (a zod 4 schema) into a check that answers `true` only when zod would accept
 * a value and return it unchanged (same JSON), or `undefined` when the schema uses a rule this
 * module does not reproduce exactly (then only zod can judge).
 *
 * @example
 * const same = compileIdentityCheck(endpoint.response);
 * const out = same?.(result) ? result : endpoint.response.parse(result);
 */
export function compileIdentityCheck(schema: unknown): ((value: unknown) => boolean) | undefined {
  const zod = schema as Partial<ZodLike> | undefined;
  if (!zod?._zod?.def) return undefined;
  return compile(zod as ZodLike);
}
