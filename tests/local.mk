# tests: each part appends its tests in its own tests/<part>/local.mk, included here
