// Jest globalSetup of the `faults` project: each suite starts servers of its own, so there is nothing to start
// here; only the services are probed, for the suites that need them to say they skipped (tests/support/services.ts).
import { probeServices } from './service-probe';

export default async function globalSetup(): Promise<void> {
  await probeServices();
}
