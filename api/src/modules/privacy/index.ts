// The privacy module's public file: what other modules may use of it (the architecture rules refuse any other way in).
export { PrivacyModule } from './privacy.module.js';
