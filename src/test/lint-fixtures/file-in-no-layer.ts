// lint-as: src/server/odds-and-ends.ts
// expect: File is not of any known element type
export const planted = 1;
