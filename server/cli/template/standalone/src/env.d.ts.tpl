// The build writes in the version it was built as (`toolhub publish` asks for one).
declare const process: { env: { TOOLHUB_REMOTE_VERSION?: string } };

// A CSS module's default export: its class names, scoped by the build.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
