import type { CustomTypeOptions, ParseKeys } from 'i18next';

type Namespace = keyof CustomTypeOptions['resources'];

/**
 * A key of any English catalogue (src/i18next.d.ts): `namespace:key`, or a bare key of `common`, the
 * default namespace. Tables that hold keys (result kinds, validation messages, route titles) use it, so
 * a key that does not exist fails the type check; a screen translates one with `i18n.t(key)`, whose
 * type accepts every namespace (its own `t` accepts only the namespaces it asked for).
 */
export type MessageKey = ParseKeys<['common', ...Exclude<Namespace, 'common'>[]]>;
