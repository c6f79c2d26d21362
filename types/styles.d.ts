// A screen imports its stylesheet for its side effect; rspack bundles it, jest stubs it
// (tools/jest/style-stub.cjs). TypeScript 7 checks side-effect imports: this names what they are.
declare module '*.css';
