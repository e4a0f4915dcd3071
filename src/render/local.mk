# src/render: files of this part (see docs/ARCHITECTURE.md)
