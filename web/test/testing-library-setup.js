import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// `npm test` runs this suite beside two others on two cores, where a screen can take seconds to
// answer a click or a debounced search; on a slow CI machine a form's validation message once took
// over 10 s. `waitFor` and `findBy…` wait up to 30 s instead of 1 s: a limit for a hang, not a
// delay (they return as soon as what they wait for is there).
configure({ asyncUtilTimeout: 30_000 });
