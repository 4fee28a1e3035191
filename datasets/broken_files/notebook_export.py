# coding: utf-8
# In[1]:
%matplotlib inline
import math
!pip install requests

# In[2]:
values = [math.sqrt(i) for i in range(10)]
print(values[:3]


# In[3]:
def mean(xs)
    return sum(xs) / len(xs)


print(mean(values))
