# src/live: the live session (model + tokenizer + last run's captures), worker
# thread, head statistics, bank comparison, temperature (no curses)
