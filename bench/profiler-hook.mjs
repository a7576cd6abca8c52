// Preloaded into the API process by `npm run bench -- --profile` (node --import): CPU-profiles the
// main thread between the bench's IPC messages { profile: 'start' } and { profile: 'stop', file },
// so the profile holds the measured run only, not start-up and seeding. The API's code is untouched.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';

if (process.send) {
  const session = new Session();
  session.connect();
  process.on('message', async (message) => {
    if (message?.profile === 'start') {
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      process.send({ profile: 'started' });
    } else if (message?.profile === 'stop') {
      const { profile } = await session.post('Profiler.stop');
      fs.writeFileSync(message.file, JSON.stringify(profile));
      process.send({ profile: 'stopped', file: message.file });
    }
  });
  process.channel?.unref();
}
