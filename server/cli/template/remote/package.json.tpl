{
  "name": "@toolhub/remote-{{name}}",
  "version": "0.1.0",
  "private": true,
  "type": "module",
  "description": "The {{name}} tool family.",
  "scripts": {
    "build": "rspack build",
    "publish:hub": "pnpm -w toolhub publish ."
  },
  "dependencies": {
    "@toolhub/contracts": "workspace:*",
    "@toolhub/sdk": "workspace:*",
    "@toolhub/ui": "workspace:*",
    "jotai": "^2.20.0",
    "react": "^19.3.1",
    "react-dom": "^19.3.1"
  },
  "devDependencies": {
    "@module-federation/enhanced": "~2.9.2",
    "@rspack/cli": "^2.2.8",
    "@rspack/core": "^2.3.2",
    "@testing-library/react": "^16.3.0",
    "@types/react": "^19.2.0",
    "@types/react-dom": "^19.2.0"
  }
}
