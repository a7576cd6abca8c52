import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

/**
 * Where this process is in its life, for readiness: `starting` until every module has started
 * (migrations, the shop's setup), `stopping` from the moment it is told to stop. Only a `ready`
 * process should be sent new requests.
 */
@Injectable()
export class ProcessState implements OnApplicationBootstrap {
  private phase: 'starting' | 'ready' | 'stopping' = 'starting';

  get current(): 'starting' | 'ready' | 'stopping' {
    return this.phase;
  }

  get stopping(): boolean {
    return this.phase === 'stopping';
  }

  onApplicationBootstrap(): void {
    if (this.phase === 'starting') this.phase = 'ready';
  }

  stop(): void {
    this.phase = 'stopping';
  }
}
