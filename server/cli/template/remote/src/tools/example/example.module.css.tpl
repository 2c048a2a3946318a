/* Design tokens are the shell's custom properties; the fallbacks keep the tool readable alone. */
.tool {
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  background: var(--th-surface, #fff);
  border: 1px solid var(--th-border, #e5e6eb);
  border-radius: var(--th-radius, 8px);
}

.title {
  margin: 0;
  font-size: 18px;
}

.label {
  font-weight: 600;
}

.text {
  width: 100%;
  box-sizing: border-box;
  padding: 10px;
  font: inherit;
  color: inherit;
  resize: vertical;
  background: var(--th-bg, #fff);
  border: 1px solid var(--th-border, #e5e6eb);
  border-radius: var(--th-radius, 8px);
}

.text:focus-visible {
  outline: 2px solid var(--th-primary, #2f6bff);
  outline-offset: 1px;
}

.figures {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;
}

.figure {
  padding: 10px 12px;
  background: var(--th-bg, #f5f6f8);
  border-radius: var(--th-radius, 8px);
}

.figure dt {
  font-size: 13px;
  color: var(--th-text-2, #646a73);
}

.figure dd {
  margin: 4px 0 0;
  font-size: 22px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
}

.footer {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
}

.version {
  font-size: 12px;
  color: var(--th-text-2, #646a73);
}
