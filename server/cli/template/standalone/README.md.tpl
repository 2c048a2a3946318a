# {{name}}

A tool family of the Toolhub hub at {{hub}}, built and published from this repo. The contract
it meets — what it exposes, what it shares, how the hub checks it — is `docs/remote-contract.md`
of the hub.

```sh
npm install          # @toolhub/* from the hub ({{hub}}/npm/, see .npmrc), the rest from npm
npm run typecheck
npm run build        # dist/: remoteEntry.js, mf-manifest.json, catalog.json (from src/catalog.ts)
```

`@toolhub/sdk` and `@toolhub/ui` are types only: their code is the shell's, which the tools take
at run time. See a tool by publishing it to a hub's `dev` environment.

Publish from CI with the team's token (ops give it once; keep it as a secret):

```sh
TOOLHUB_URL={{hub}} TOOLHUB_TEAM_TOKEN=$TEAM_TOKEN npx toolhub publish .
```

Ops then release it (`npx toolhub release {{name}} 0.1.0 --env prod --percent 10`, or on `/ops`).
