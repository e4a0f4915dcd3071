# src/lesson: files of this part (see docs/ARCHITECTURE.md)
