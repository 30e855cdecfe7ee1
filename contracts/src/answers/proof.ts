/**
 * Compile-time proof that an answer's schema describes exactly the interface the server answers
 * with (each assignable to the other), so the OpenAPI document made from these schemas cannot
 * drift from the types the services return (docs/API.md, "OpenAPI").
 */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Proof<T extends true> = T;
