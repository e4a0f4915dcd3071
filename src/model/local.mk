# src/model: files of this part (see docs/ARCHITECTURE.md)
