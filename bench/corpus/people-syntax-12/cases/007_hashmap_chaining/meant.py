# CMSC 123 MP2 - HashMap gamit ang separate chaining
# Gawa ni: Paolo Reyes (2022-04418)
# TODO: i-test pa yung delete habang nagre-resize

class HashMap:
	INITIAL = 8
	MAX_LOAD = 0.75

	def __init__(self):
		self.buckets = [[] for _ in range(self.INITIAL)]
		self.size = 0

	def _index(self, key):
		# hash() pwedeng negative kaya % para pasok sa range
		return hash(key) % len(self.buckets)

	def __setitem__(self, key, value):
		bucket = self.buckets[self._index(key)]
		for i, (k, v) in enumerate(bucket):
			if k == key:
				bucket[i] = (key, value)   # palitan lang yung value
				return
		bucket.append((key, value))
		self.size += 1
		if self.size / len(self.buckets) > self.MAX_LOAD:
			self._resize(2 * len(self.buckets))

	def __getitem__(self, key):
		for k, v in self.buckets[self._index(key)]:
			if k == key:
				return v
		raise KeyError(key)

	def __delitem__(self, key):
		bucket = self.buckets[self._index(key)]
		for i, (k, v) in enumerate(bucket):
			if k == key:
				del bucket[i]
				self.size -= 1
				return
		raise KeyError(key)

	def __contains__(self, key):
		try:
			self[key]
			return True
		except KeyError:
			return False

	def get(self, key, default=None):
		try:
			return self[key]
		except KeyError:
			return default

	def _resize(self, new_cap):
		# kinopya ko sa slides ni sir, ni-rehash lahat
		old = self.buckets
		self.buckets = [[] for _ in range(new_cap)]
		for bucket in old:
			for k, v in bucket:
				self.buckets[hash(k) % new_cap].append((k, v))

	def __len__(self):
		return self.size

	def __iter__(self):
		for bucket in self.buckets:
			for k, _ in bucket:
				yield k

	def items(self):
		return [(k, v) for bucket in self.buckets for k, v in bucket]

	def __repr__(self):
		pairs = ", ".join(f"{k!r}: {v!r}" for k, v in self.items())
		return "HashMap({" + pairs + "})"


if __name__ == "__main__":
	m = HashMap()
	for salita in "ang bata ay naglalaro sa labas ng bahay ang bata".split():
		m[salita] = m.get(salita, 0) + 1
	print(m)
	print(len(m), "buckets:", len(m.buckets))
	del m["sa"]
	print("sa" in m, "bata" in m, m["bata"])
