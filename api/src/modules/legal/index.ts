// The legal module's public file: what other modules may use of it (the architecture rules refuse any other way in).
export { LegalModule } from './legal.module.js';
export { LegalTextsService, type LegalText } from './legal-texts.service.js';
