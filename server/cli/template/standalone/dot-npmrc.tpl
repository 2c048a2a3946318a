# The hub serves the @toolhub packages (contracts, sdk and ui types, remote-kit, cli); everything else comes from the npm registry.
@toolhub:registry={{hub}}/npm/
