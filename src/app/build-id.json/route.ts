// Written at build time, so each deployment serves its own id; the client polls it
// (`DeploymentGuards`). The proxy skips paths with a dot, so it answers without a trailing slash.
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ deploymentId: process.env.NEXT_DEPLOYMENT_ID ?? null });
}
