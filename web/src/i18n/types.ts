/** The shape of a translation namespace: same keys as the English source, every leaf a string. */
export type DeepStringRecord<T> = {
  [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]>;
};
