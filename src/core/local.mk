# src/core: files of this part (see docs/ARCHITECTURE.md)
