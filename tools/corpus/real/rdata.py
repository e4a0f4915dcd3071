"""A small reader for R's serialised data (XDR, format 2 and 3), no R needed.

Enough for data packages: character/numeric/logical vectors, lists,
pairlists, symbols, attributes and references.  Environments and closures
are read structurally and returned as None.  Also reads an R "lazy-load"
database (data/Rdata.rdx + data/Rdata.rdb), where every object is one
chunk: a 4-byte big-endian length, for bzip2/xz an extra type byte
('2' or 'X'; 'Z' means zlib), then the compressed serialisation.
"""
import bz2
import gzip
import lzma
import struct
import zlib


class RError(Exception):
	pass


class Reader:
	def __init__(self, data):
		self.d = data
		self.p = 0
		self.refs = []

	def raw(self, n):
		if self.p + n > len(self.d):
			raise RError("truncated R serialisation")
		b = self.d[self.p:self.p + n]
		self.p += n
		return b

	def int(self):
		return struct.unpack(">i", self.raw(4))[0]

	def length(self):
		n = self.int()
		if n == -1:
			hi, lo = self.int(), self.int()
			n = (hi << 32) + lo
		return n

	def header(self):
		if self.raw(2) != b"X\n":
			raise RError("not an XDR serialisation")
		version = self.int()
		self.int()
		self.int()
		if version == 3:
			self.raw(self.int())  # native encoding name
		elif version != 2:
			raise RError("unknown serialisation version %d" % version)

	def item(self):
		flags = self.int()
		t = flags & 0xFF
		has_attr = flags & (1 << 9)
		has_tag = flags & (1 << 10)
		if t == 254 or t in (253, 252, 251, 250, 242, 241):
			return None  # NULL, environments, markers
		if t == 255:  # reference
			i = flags >> 8
			if i == 0:
				i = self.int()
			return self.refs[i - 1]
		if t in (247, 249, 248):  # persistent / namespace / package
			self.item_strings()
			self.refs.append(None)
			return None
		if t == 1:  # symbol
			name = self.item()
			self.refs.append(name)
			return name
		if t in (2, 6, 17, 3, 5, 239, 240):  # pairlist-like, closure, promise
			out, attrs = [], None
			while True:
				if has_attr:
					attrs = self.item()
				tag = self.item() if has_tag else None
				out.append((tag, self.item()))
				flags = self.int()
				t = flags & 0xFF
				has_attr = flags & (1 << 9)
				has_tag = flags & (1 << 10)
				if t == 254:
					break
				if t not in (2, 6, 17, 3, 5, 239, 240):
					raise RError("unexpected type %d in pairlist" % t)
			return out
		if t == 4:  # environment
			self.refs.append(None)
			self.int()
			self.item(); self.item(); self.item(); self.item()
			return None
		if t == 9:  # CHARSXP
			n = self.int()
			if n == -1:
				return None
			return self.raw(n).decode("utf-8", errors="replace")
		if t in (10, 13):
			n = self.length()
			v = list(struct.unpack(">%di" % n, self.raw(4 * n)))
		elif t == 14:
			n = self.length()
			v = list(struct.unpack(">%dd" % n, self.raw(8 * n)))
		elif t == 16:
			v = [self.item() for _ in range(self.length())]
		elif t in (19, 20):
			v = [self.item() for _ in range(self.length())]
		elif t == 24:
			v = self.raw(self.length())
		else:
			raise RError("unsupported R type %d" % t)
		if has_attr:
			attrs = self.item()
			names = [val for tag, val in attrs if tag == "names"]
			if names and t in (19, 20) and len(names[0]) == len(v):
				return dict(zip(names[0], v))
		return v

	def item_strings(self):
		if self.int() != 0:
			raise RError("unsupported persistent string format")
		return [self.item() for _ in range(self.int())]


def unserialize(data):
	r = Reader(data)
	r.header()
	return r.item()


def decompress_chunk(chunk):
	n = struct.unpack(">I", chunk[:4])[0]
	kind = chunk[4:5]
	if kind == b"Z":
		out = zlib.decompress(chunk[5:])
	elif kind == b"2":
		out = bz2.decompress(chunk[5:])
	elif kind == b"X":
		out = lzma.decompress(chunk[5:])
	elif kind == b"0":
		out = chunk[5:]
	else:
		out = zlib.decompress(chunk[4:])
	if len(out) != n:
		raise RError("chunk length mismatch")
	return out


def read_file(path):
	"""Read an .rds (or the body of an .rda after its 'RDX2\\n'/'RDX3\\n' line)."""
	with open(path, "rb") as f:
		data = f.read()
	for opener in (gzip.decompress, bz2.decompress, lzma.decompress):
		try:
			data = opener(data)
			break
		except Exception:
			pass
	if data[:5] in (b"RDX2\n", b"RDX3\n"):
		data = data[5:]
	return unserialize(data)


def lazyload(prefix):
	"""Return {name: object} for a lazy-load database prefix (.../Rdata)."""
	index = read_file(prefix + ".rdx")
	with open(prefix + ".rdb", "rb") as f:
		db = f.read()
	out = {}
	for name, (off, ln) in index["variables"].items():
		off, ln = int(off), int(ln)
		out[name] = unserialize(decompress_chunk(db[off:off + ln]))
	return out
