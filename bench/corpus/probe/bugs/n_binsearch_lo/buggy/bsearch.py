from typing import List


def search_insert(nums: List[int], target: int) -> int:
    """Index where target is, or would be inserted, in sorted nums."""
    lo, hi = 0, len(nums)
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] < target:
            lo = mid
        else:
            hi = mid
    return lo
