# tests/live: live session unit tests, tmux scenarios, print snapshots
