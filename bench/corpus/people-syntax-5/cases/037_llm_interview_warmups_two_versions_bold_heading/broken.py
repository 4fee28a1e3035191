# leetcode-style warmups, week 3

from collections import Counter


def is_anagram(a: str, b: str) -> bool:
    return Counter(a.replace(" ", "").lower()) == Counter(b.replace(" ", "").lower())


def first_unique(s: str) -> int:
    counts = Counter(s)
    for i, ch in enumerate(s):
        if counts[ch] == 1:
            return i
    return -1


def pairs_with_sum(nums: list[int], target: int) -> list[tuple[int, int]]:
    """Return all index pairs (i, j), i < j, with nums[i] + nums[j] == target."""
    pairs = []
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] + nums[j] == target:
                pairs.append((i, j))
    return pairs

**Faster version – one pass with a dictionary (O(n + number of pairs)):**

Instead of checking every pair, remember where each value was seen so far:

def pairs_with_sum(nums: list[int], target: int) -> list[tuple[int, int]]:
    """Return all index pairs (i, j), i < j, with nums[i] + nums[j] == target."""
    seen: dict[int, list[int]] = {}
    pairs = []
    for j, n in enumerate(nums):
        for i in seen.get(target - n, []):
            pairs.append((i, j))
        seen.setdefault(n, []).append(j)
    return pairs


if __name__ == "__main__":
    assert is_anagram("Dormitory", "dirty room")
    assert first_unique("swiss") == 1
    data = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]
    for t in (6, 10, 100):
        found = pairs_with_sum(data, t)
        print(f"target {t}: {len(found)} pairs -> {found}")
