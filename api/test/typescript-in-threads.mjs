// Loaded (`--import`) into the worker threads the API starts while the tests run its TypeScript
// source (the PDF threads): Jest compiles what runs on its own thread, not what runs in a new one.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
