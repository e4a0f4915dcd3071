# src/tui: files of this part (see docs/ARCHITECTURE.md)
