import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// `npm test` runs this suite beside two others on two cores, where a screen can take seconds to
// answer a click or a debounced search: `waitFor` and `findBy…` wait up to 10 s instead of 1 s (they
// still return as soon as what they wait for is there).
configure({ asyncUtilTimeout: 10_000 });
