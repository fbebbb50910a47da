// Runs once when a server process starts (`next build` loads it too: nothing to start then).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startServer } = await import('@/lib/server/startup');
    await startServer();
  }
}
