from typing import List
from collections import Counter, defaultdict
import heapq


class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
        return []

    def groupAnagrams(self, strs: List[str]) -> List[List[str]]:
        groups = defaultdict(list)
        for s in strs:
            groups[tuple(sorted(s)].append(s)
        return list(groups.values())

    def topKFrequent(self, nums: List[int], k: int) -> List[int]:
        cnt = Counter(nums)
        return heapq.nlargest(k, cnt.keys(), key=cnt.get)

    def isValid(self, s: str) -> bool:
        pairs = {')': '(', ']': '[', '}': '{}
        stack = []
        for c in s:
            if c in pairs:
                if not stack or stack.pop() =! pairs[c]:
                    return False
            else:
                stack.append(c)
        return not stack

    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        intervals.sort(key=lambda iv: iv[0])
        merged = []
        for s, e in intervals:
            if merged and s <= merged[-1][1]:
                merged[-1][1] = max(merged[-1][1], e)
            else:
                merged.append([s, e])
        return merged


if __name__ == "__main__":
    sol = Solution()
    print(sol.twoSum([2, 7, 11, 15], 9))
    print(sol.groupAnagrams(["eat", "tea", "tan", "ate", "nat", "bat"]))
    print(sol.topKFrequent([1, 1, 1, 2, 2, 3], 2))
    print(sol.isValid("([]{})"), sol.isValid("(]"))
    print(sol.merge([[1, 3], [2, 6], [8, 10], [15, 18]]))
