require('@testing-library/jest-dom');

// The first screen of a file loads its lazy parts and RTK Query's first answer; with the API's
// suite on the other core that can take past Testing Library's 1 s default. Waits only stop early:
// a longer limit slows no passing test, it only keeps a loaded machine from failing one.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
